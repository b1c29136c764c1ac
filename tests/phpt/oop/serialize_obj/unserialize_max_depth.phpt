--TEST--
unserialize max_depth option
--FILE--
<?php
$s = serialize([[[1]]]);
var_dump(unserialize($s, ['max_depth' => 2]));
var_dump(count(unserialize($s, ['max_depth' => 3])));
--EXPECTF--

Warning: unserialize(): Maximum depth of 2 exceeded. The depth limit can be changed using the max_depth unserialize() option or the unserialize_max_depth ini setting in %s on line 3

Notice: unserialize(): Error at offset 23 of 34 bytes in %s on line 3
bool(false)
int(1)
