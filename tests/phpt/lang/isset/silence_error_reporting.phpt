--TEST--
error_reporting() inside @ is reduced
--FILE--
<?php
function check() { return error_reporting(); }
var_dump(check());
var_dump(@check());
var_dump(error_reporting());
--EXPECT--
int(32767)
int(4437)
int(32767)
