--TEST--
gmstrftime() is deprecated and uses UTC
--FILE--
<?php
date_default_timezone_set('Asia/Tokyo');
var_dump(gmstrftime('%Y-%m-%d %H:%M:%S %Z', 1700000000));
var_dump(strftime('%Y-%m-%d %H:%M:%S', 1700000000));
var_dump(strftime('', 0));
?>
--EXPECTF--

Deprecated: Function gmstrftime() is deprecated in %s on line 3
string(23) "2023-11-14 22:13:20 GMT"

Deprecated: Function strftime() is deprecated in %s on line 4
string(19) "2023-11-15 07:13:20"

Deprecated: Function strftime() is deprecated in %s on line 5
bool(false)
