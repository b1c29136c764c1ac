--TEST--
is_string
--FILE--
<?php
foreach (['', 'a', '1', 1, null, [], false] as $v) {
    var_dump(is_string($v));
}
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
