--TEST--
is_null
--FILE--
<?php
$unset = null;
foreach ([null, 0, '', false, 'null', []] as $v) {
    var_dump(is_null($v));
}
var_dump(is_null($unset));
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
