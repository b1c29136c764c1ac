--TEST--
generator: finally runs when the generator completes
--FILE--
<?php
function g() { try { yield 1; yield 2; } finally { echo "finally\n"; } }
foreach (g() as $v) echo $v, "\n";
echo "done\n";
--EXPECT--
1
2
finally
done
