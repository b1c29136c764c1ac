<?php
// micro/empty_loop: a counting for loop with an empty body (the loop
// overhead every other micro benchmark pays). $argv[1] overrides the count.
// @small 3000000
$n = (int)($argv[1] ?? 150000000);
for ($i = 0; $i < $n; $i++) {
}
echo "empty_loop ", $n, " ", $i, "\n";
