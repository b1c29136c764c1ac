--TEST--
get_object_vars sees what the calling scope can see
--FILE--
<?php
class A {
    public $pub = 1; protected $prot = 2; private $priv = 3; public int $uninit;
    function mine() { return get_object_vars($this); }
}
class B extends A { private $bpriv = 4; function child() { return get_object_vars($this); } }
$b = new B; $b->dyn = 5;
print_r(get_object_vars($b)); print_r($b->mine()); print_r($b->child());
--EXPECTF--

Deprecated: Creation of dynamic property B::$dyn is deprecated in %s on line 7
Array
(
    [pub] => 1
    [dyn] => 5
)
Array
(
    [pub] => 1
    [prot] => 2
    [priv] => 3
    [dyn] => 5
)
Array
(
    [pub] => 1
    [prot] => 2
    [bpriv] => 4
    [dyn] => 5
)
