--TEST--
date() without timestamp uses the current time
--FILE--
<?php
date_default_timezone_set('UTC');
var_dump(date('Y') >= 2023);
var_dump(strlen(date('c')));
var_dump(date('U') >= 1700000000);
var_dump(date('Y-m-d', null) === date('Y-m-d'));
?>
--EXPECT--
bool(true)
int(25)
bool(true)
bool(true)
