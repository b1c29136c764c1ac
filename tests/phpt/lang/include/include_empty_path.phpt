--TEST--
include with an empty path throws ValueError
--FILE--
<?php
try { include ''; } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
echo "ok\n";
--EXPECT--
Path cannot be empty
ok
