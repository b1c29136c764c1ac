--TEST--
new with variables, strings, static properties, array elements and expressions
--FILE--
<?php
class A { public $args; function __construct(...$a) { $this->args = $a; } }
class B extends A {}
$cls = 'A';
$arr = ['k' => 'B'];
class Holder { public static $c = 'B'; public $d = 'A'; }
$h = new Holder;
echo get_class(new $cls), get_class(new $arr['k']), get_class(new (Holder::$c)), get_class(new $h->d), "\n";
echo get_class(new ('A' . '')), get_class(new (strtoupper('b'))(1, 2)), "\n";
$o = new ($cls)(1, 2, 3);
echo implode(",", $o->args), "\n";
$obj = new A;
echo get_class(new $obj), "\n";
--EXPECT--
ABBA
AB
1,2,3
A
