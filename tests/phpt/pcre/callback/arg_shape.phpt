--TEST--
the callback receives the match array
--FILE--
<?php
preg_replace_callback('/(a)(x)?(b)?/', function ($m) { var_dump($m); return ''; }, 'a');
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "a"
}
