--TEST--
is_array
--FILE--
<?php
foreach ([[], [1], 'array', null, new stdClass] as $v) {
    var_dump(is_array($v));
}
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
