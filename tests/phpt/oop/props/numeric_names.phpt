--TEST--
numeric and unusual property names through {} and casts
--FILE--
<?php
$o = new stdClass;
$o->{'123'} = 'a';
$o->{''} = 'empty';
$o->{'a-b'} = 'dash';
var_dump($o);
$arr = (array)$o;
var_dump(isset($arr[123]), $arr['123']);
--EXPECT--
object(stdClass)#1 (3) {
  ["123"]=>
  string(1) "a"
  [""]=>
  string(5) "empty"
  ["a-b"]=>
  string(4) "dash"
}
bool(true)
string(1) "a"
