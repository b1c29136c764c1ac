--TEST--
compilation failure: invalid UTF-8 in a /u pattern
--FILE--
<?php
var_dump(preg_match("/\xff/u", 'a'));
var_dump(preg_match("/a\xc3/u", 'a'));
--EXPECTF--

Warning: preg_match(): Compilation failed: UTF-8 error: illegal byte (0xfe or 0xff) at offset 0 in %s on line 2
bool(false)

Warning: preg_match(): Compilation failed: UTF-8 error: 1 byte missing at end at offset 1 in %s on line 3
bool(false)
