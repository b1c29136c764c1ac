--TEST--
splitting at a lookahead
--FILE--
<?php
var_dump(preg_split('/(?=[A-Z])/', 'helloWorldFooBar'));
var_dump(preg_split('/(?=[A-Z])/', 'HelloWorld', -1, PREG_SPLIT_NO_EMPTY));
--EXPECT--
array(4) {
  [0]=>
  string(5) "hello"
  [1]=>
  string(5) "World"
  [2]=>
  string(3) "Foo"
  [3]=>
  string(3) "Bar"
}
array(2) {
  [0]=>
  string(5) "Hello"
  [1]=>
  string(5) "World"
}
