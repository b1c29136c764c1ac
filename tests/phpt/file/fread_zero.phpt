--TEST--
fread with length 0 throws
--FILE--
<?php
$f = fopen('php://memory', 'w+');
try { fread($f, 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { fread($f, -5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
fread(): Argument #2 ($length) must be greater than 0
fread(): Argument #2 ($length) must be greater than 0
