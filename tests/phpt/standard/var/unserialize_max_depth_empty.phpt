--TEST--
empty arrays do not count for max_depth
--FILE--
<?php
var_dump(unserialize('a:1:{i:0;a:0:{}}', ['max_depth' => 1]));
--EXPECT--
array(1) {
  [0]=>
  array(0) {
  }
}
