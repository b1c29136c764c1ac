--TEST--
__get and __set run for inaccessible (private/protected) properties from outside
--FILE--
<?php
class A {
    private $priv = 'p'; protected $prot = 'q'; public $pub = 'r';
    function __get($n) { echo "__get($n)\n"; return "magic-$n"; }
    function __set($n, $v) { echo "__set($n, $v)\n"; }
}
$a = new A;
echo $a->priv, "\n", $a->prot, "\n", $a->pub, "\n", $a->missing, "\n";
$a->priv = 1; $a->pub = 2; $a->other = 3;
var_dump($a->pub);
--EXPECT--
__get(priv)
magic-priv
__get(prot)
magic-prot
r
__get(missing)
magic-missing
__set(priv, 1)
__set(other, 3)
int(2)
