--TEST--
unserialize_max_depth ini setting
--FILE--
<?php
ini_set('unserialize_max_depth', '1');
var_dump(unserialize('a:1:{i:0;a:1:{i:0;i:1;}}'));
var_dump(unserialize('a:1:{i:0;a:1:{i:0;i:1;}}', ['max_depth' => 5]));
--EXPECTF--

Warning: unserialize(): Maximum depth of 1 exceeded. The depth limit can be changed using the max_depth unserialize() option or the unserialize_max_depth ini setting in %s on line 3

Notice: unserialize(): Error at offset 14 of 24 bytes in %s on line 3
bool(false)
array(1) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
}
