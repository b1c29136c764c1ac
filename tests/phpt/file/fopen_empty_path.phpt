--TEST--
fopen with an empty path throws
--FILE--
<?php
try { fopen('', 'r'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { fopen("a\0b", 'r'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Path cannot be empty
fopen(): Argument #1 ($filename) must not contain any null bytes
