--TEST--
The (real) cast is a parse error
--FILE--
<?php
echo "never printed\n";
var_dump((real)1);
--EXPECTF--

Parse error: The (real) cast has been removed, use (float) instead in %s on line 3
