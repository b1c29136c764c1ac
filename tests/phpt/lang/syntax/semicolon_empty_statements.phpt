--TEST--
Empty statements are allowed
--FILE--
<?php
;;;
if (true);
echo "ok\n";
{ { echo "nested block\n"; } }
--EXPECT--
ok
nested block
