--TEST--
lookbehind assertions must have a fixed length
--FILE--
<?php
foreach (['/(?<=a{1,3})b/', '/(?<=a+)b/', '/(?<=a|bc)b/', '/x(?<=a*)b/', '/(?<!a?)b/', '/(?<=(a|bb)c?)d/', '/(?<=\d{2}|x)y/'] as $p) {
    var_dump(preg_match($p, 'ab'));
}
--EXPECTF--

Warning: preg_match(): Compilation failed: lookbehind assertion is not fixed length at offset 0 in %s on line 3
bool(false)

Warning: preg_match(): Compilation failed: lookbehind assertion is not fixed length at offset 0 in %s on line 3
bool(false)
int(1)

Warning: preg_match(): Compilation failed: lookbehind assertion is not fixed length at offset 1 in %s on line 3
bool(false)

Warning: preg_match(): Compilation failed: lookbehind assertion is not fixed length at offset 0 in %s on line 3
bool(false)

Warning: preg_match(): Compilation failed: lookbehind assertion is not fixed length at offset 0 in %s on line 3
bool(false)
int(0)
