--TEST--
is_scalar
--FILE--
<?php
foreach ([1, 1.5, 'a', true, null, [], new stdClass] as $v) {
    var_dump(is_scalar($v));
}
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
