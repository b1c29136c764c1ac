--TEST--
the default depth limit is 4096
--FILE--
<?php
$s = str_repeat('a:1:{i:0;', 4097) . 'i:1;' . str_repeat('}', 4097);
var_dump(unserialize($s));
--EXPECTF--

Warning: unserialize(): Maximum depth of 4096 exceeded. The depth limit can be changed using the max_depth unserialize() option or the unserialize_max_depth ini setting in %s on line 3

Notice: unserialize(): Error at offset 36869 of 40974 bytes in %s on line 3
bool(false)
