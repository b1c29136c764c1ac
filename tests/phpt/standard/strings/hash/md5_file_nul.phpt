--TEST--
md5_file with a NUL byte in the path
--FILE--
<?php
try { md5_file("a\0b"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
md5_file(): Argument #1 ($filename) must not contain any null bytes
