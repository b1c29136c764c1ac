--TEST--
goto out of loops and switches, and backwards to a label before a loop
--FILE--
<?php
for ($i = 0; $i < 3; $i++) {
    if ($i == 1) goto out;
    echo $i;
}
out:
echo "out\n";
$j = 0;
again:
while (true) {
    $j++;
    if ($j < 3) goto again;
    break;
}
switch (1) { case 1: goto end; }
end:
echo $j, "\n";
function f() { while (true) { goto x; } x: return 5; }
echo f(), "\n";
--EXPECT--
0out
3
5
