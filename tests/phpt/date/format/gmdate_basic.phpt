--TEST--
gmdate() ignores the default zone
--FILE--
<?php
date_default_timezone_set('Asia/Tokyo');
var_dump(gmdate('Y-m-d H:i:s T e P', 1700000000));
var_dump(date('Y-m-d H:i:s T e P', 1700000000));
var_dump(gmdate('D, d M Y H:i:s \G\M\T', 0));
?>
--EXPECT--
string(34) "2023-11-14 22:13:20 GMT UTC +00:00"
string(41) "2023-11-15 07:13:20 JST Asia/Tokyo +09:00"
string(29) "Thu, 01 Jan 1970 00:00:00 GMT"
