--TEST--
break and continue inside try run the finally block
--FILE--
<?php
for ($i = 0; $i < 4; $i++) {
    try {
        if ($i == 1) continue;
        if ($i == 3) break;
        echo "body $i\n";
    } finally {
        echo "finally $i\n";
    }
}
foreach ([1, 2] as $v) {
    try { try { continue; } finally { echo "inner $v\n"; } } finally { echo "outer $v\n"; }
}
--EXPECT--
body 0
finally 0
finally 1
body 2
finally 2
finally 3
inner 1
outer 1
inner 2
outer 2
