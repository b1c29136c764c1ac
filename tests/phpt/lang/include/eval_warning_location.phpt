--TEST--
Warnings inside eval report the eval'd code location
--FILE--
<?php
eval("\n\necho \$nothing;");
echo "\n";
--EXPECTF--

Warning: Undefined variable $nothing in %s(2) : eval()'d code on line 3
