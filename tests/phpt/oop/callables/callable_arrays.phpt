--TEST--
Callable arrays with objects and class names
--FILE--
<?php
class C {
    public $n = 'obj';
    function m($a) { return "$this->n m $a"; }
    static function s($a) { return "s $a"; }
}
$o = new C;
var_dump(call_user_func([$o, 'm'], 1));
var_dump(call_user_func(['C', 's'], 2));
var_dump(call_user_func([$o, 's'], 3));
$arr = [$o, 'm'];
var_dump($arr(4));
$arr2 = ['C', 's'];
var_dump($arr2(5));
var_dump(array_map([$o, 'm'], [6, 7]));
--EXPECT--
string(7) "obj m 1"
string(3) "s 2"
string(3) "s 3"
string(7) "obj m 4"
string(3) "s 5"
array(2) {
  [0]=>
  string(7) "obj m 6"
  [1]=>
  string(7) "obj m 7"
}
