--TEST--
__FUNCTION__ and __LINE__ inside functions
--FILE--
<?php
function whoami() { return __FUNCTION__ . '@' . __LINE__; }
var_dump(whoami(), __FUNCTION__, __LINE__);
$f = function () { return __FUNCTION__; };
var_dump($f());
--EXPECT--
string(8) "whoami@2"
string(0) ""
int(3)
string(9) "{closure}"
