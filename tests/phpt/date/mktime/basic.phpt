--TEST--
mktime() with all arguments
--FILE--
<?php
date_default_timezone_set('Europe/Paris');
var_dump(mktime(0, 0, 0, 1, 1, 2021));
var_dump(mktime(12, 30, 45, 6, 15, 2023));
var_dump(gmmktime(0, 0, 0, 1, 1, 2021));
var_dump(gmmktime(12, 30, 45, 6, 15, 2023));
?>
--EXPECT--
int(1609455600)
int(1686825045)
int(1609459200)
int(1686832245)
