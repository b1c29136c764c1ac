--TEST--
attributes on closures and arrow functions
--FILE--
<?php
#[Attribute] class Tag { public function __construct(public $t) {} }
$f = #[Tag('closure')] function () { return 1; };
$g = #[Tag('arrow')] fn() => 2;
$s = #[Tag('static')] static function () {};
foreach ([$f, $g, $s] as $c) echo (new ReflectionFunction($c))->getAttributes()[0]->newInstance()->t, "\n";
var_dump($f(), $g());
?>
--EXPECT--
closure
arrow
static
int(1)
int(2)
