--TEST--
sprintf float precision above 53 digits is capped with a notice
--FILE--
<?php
var_dump(sprintf('%.60f', 0.5));
var_dump(strlen(sprintf('%.100f', 1.0)));
--EXPECTF--

Notice: sprintf(): Requested precision of 60 digits was truncated to PHP maximum of 53 digits in %s on line 2
string(55) "0.50000000000000000000000000000000000000000000000000000"

Notice: sprintf(): Requested precision of 100 digits was truncated to PHP maximum of 53 digits in %s on line 3
int(55)
