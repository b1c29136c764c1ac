--TEST--
objects as stdClass
--FILE--
<?php
$o = json_decode('{"a":1,"b":[1,2],"c":{"d":"e"}}');
var_dump($o);
var_dump($o->a, $o->c->d, is_object($o), get_class($o));
--EXPECT--
object(stdClass)#1 (3) {
  ["a"]=>
  int(1)
  ["b"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  ["c"]=>
  object(stdClass)#2 (1) {
    ["d"]=>
    string(1) "e"
  }
}
int(1)
string(1) "e"
bool(true)
string(8) "stdClass"
