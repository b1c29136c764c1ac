--TEST--
JIT: fused built-in calls through their fast forms in hot loops (undefined and by-reference arguments, temporaries, dropped results, errors from the general path, sites first run after their unit was compiled)
--FILE--
<?php
// Fused built-in calls in hot loops: undefined and by-reference
// arguments, temporaries, results dropped, errors from the general path,
// sites not yet run when their loop's unit is compiled.
function warm() {
    $s = 0;
    for ($i = 0; $i < 3000; $i++) { $s += $i & 1; }
    return $s;
}
set_error_handler(function ($no, $msg) { echo "E: $msg\n"; return true; });
$text = str_repeat("alpha beta gamma ", 50);
$n = 0;
$w = warm();
for ($i = 0; $i < 3000; $i++) {
    $off = $i % 40;
    $n += strpos($text, "a", $off);
    $r = &$text;
    $n += strlen(substr($r, $off, 3));
    unset($r);
    if (str_contains("x" . $off, "7")) { $n++; }
    strpos($text, "beta");
    if ($i == 1500) {
        unset($off);
        $n += (int) strpos($text, "g", $off);
        $off = 0;
    }
    if ($i == 2000) {
        try {
            strpos($text, "a", 100000);
        } catch (ValueError $e) {
            echo get_class($e), ": ", $e->getMessage(), "\n";
        }
    }
    $n += str_starts_with($text, $i % 2 ? "alpha" : "beta") ? 1 : 0;
}
echo $n, " ", $w, "\n";
// A second loop, first run after the unit was compiled.
$m = 0;
$words = explode(" ", trim($text));
foreach ($words as $k => $word) {
    $m += strlen($word) + (int) str_ends_with($word, "a") + strpos("$word!", "!");
    $m += ucfirst($word) === "Beta" ? 1 : 0;
}
echo $m, "\n";
--EXPECT--
E: Undefined variable $off
E: strpos(): Passing null to parameter #3 ($offset) of type int is deprecated
ValueError: strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
73511 1500
1600
