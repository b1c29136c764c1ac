--TEST--
a bad pattern warns every time
--FILE--
<?php
for ($i = 0; $i < 3; $i++) {
    var_dump(preg_match('/[/', 'a'));
}
--EXPECTF--

Warning: preg_match(): Compilation failed: missing terminating ] for character class at offset 1 in %s on line 3
bool(false)

Warning: preg_match(): Compilation failed: missing terminating ] for character class at offset 1 in %s on line 3
bool(false)

Warning: preg_match(): Compilation failed: missing terminating ] for character class at offset 1 in %s on line 3
bool(false)
