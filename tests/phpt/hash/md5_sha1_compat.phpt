--TEST--
hash() agrees with md5() and sha1()
--FILE--
<?php
foreach (['', 'abc', str_repeat('x', 1000)] as $s) {
    var_dump(hash('md5', $s) === md5($s), hash('sha1', $s) === sha1($s), hash('md5', $s, true) === md5($s, true));
}
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
