--TEST--
hasDefaultValue/getDefaultValue
--FILE--
<?php
class A { const K = 3; public $a; public $b = 5; public int $c; public ?int $d = null; public $e = self::K + 1; public static $s = 'st'; public function __construct(public $promoted = 9) {} }
foreach (['a', 'b', 'c', 'd', 'e', 's', 'promoted'] as $n) {
  $p = new ReflectionProperty('A', $n);
  echo $n, ' has=', var_export($p->hasDefaultValue(), true), ' value=', var_export($p->getDefaultValue(), true), "\n";
}
?>
--EXPECT--
a has=true value=NULL
b has=true value=5
c has=false value=NULL
d has=true value=NULL
e has=true value=4
s has=true value='st'
promoted has=true value=NULL
