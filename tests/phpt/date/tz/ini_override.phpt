--TEST--
date_default_timezone_set() overrides date.timezone
--INI--
date.timezone=Europe/Berlin
--FILE--
<?php
var_dump(date('H:i T', 0));
date_default_timezone_set('America/Los_Angeles');
var_dump(date('H:i T', 0));
var_dump(ini_get('date.timezone'));
?>
--EXPECT--
string(9) "01:00 CET"
string(9) "16:00 PST"
string(13) "Europe/Berlin"
