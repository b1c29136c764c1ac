--TEST--
is_bool
--FILE--
<?php
foreach ([true, false, 0, 1, '', null, 'false'] as $v) {
    var_dump(is_bool($v));
}
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
