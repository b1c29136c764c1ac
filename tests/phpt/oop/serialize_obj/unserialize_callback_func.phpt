--TEST--
unserialize_callback_func is called for undefined classes
--INI--
unserialize_callback_func=loader
--FILE--
<?php
function loader($c) { echo "loader($c)\n"; if ($c === 'Later') { eval('class Later { public $x; }'); } }
var_dump(unserialize('O:5:"Later":1:{s:1:"x";i:1;}'));
var_dump(get_class(unserialize('O:5:"Never":0:{}')));
--EXPECTF--
loader(Later)
object(Later)#1 (1) {
  ["x"]=>
  int(1)
}
loader(Never)

Warning: unserialize(): Function loader() hasn't defined the class it was called for in %s on line 4
string(22) "__PHP_Incomplete_Class"
