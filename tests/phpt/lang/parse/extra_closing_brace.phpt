--TEST--
Unmatched closing brace
--FILE--
<?php
echo "x";
}
--EXPECTF--

Parse error: Unmatched '}' in %s on line 3
