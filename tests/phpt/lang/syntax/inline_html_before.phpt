--TEST--
Inline HTML before the first open tag
--FILE--
Hello, world
<?php
echo "from php\n";
--EXPECT--
Hello, world
from php
