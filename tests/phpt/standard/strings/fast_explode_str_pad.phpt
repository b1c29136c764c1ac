--TEST--
explode and str_pad in hot loops through their fast forms, and through the full built-ins for errors, coercions and long results
--FILE--
<?php
// explode and str_pad through their fast forms (hot loops, regions and
// fused calls) and through the full built-ins when a case is theirs.
$s = 0; $out = [];
for ($i = 0; $i < 2000; $i++) {
    $line = "a|bb||ccc|" . $i;
    $p = explode("|", $line);
    $q = explode("|", $line, 2);
    $r = explode("|", $line, -2);
    $z = explode("|", $line, 0);
    $e = explode("x", "");
    $s += count($p) + count($q) + count($r) + count($z) + count($e) + strlen($p[4]);
    $pad = str_pad((string) $i, 6, "0", STR_PAD_LEFT) . str_pad("x", 5) . str_pad("ab", 7, "-=", STR_PAD_BOTH)
        . str_pad("long", 2) . str_pad("abc", -1, "*");
    $s += strlen($pad);
    if ($i == 1000) {
        $out[] = $pad;
        $out[] = implode(",", $r);
        $out[] = json_encode([$p, $q, $z, $e]);
        $out[] = strlen(str_pad("", 5000, "ab"));
        try { explode("", $line); } catch (ValueError $ex) { $out[] = $ex->getMessage(); }
        try { str_pad("a", 5, ""); } catch (ValueError $ex) { $out[] = $ex->getMessage(); }
        try { str_pad("a", 5, " ", 7); } catch (ValueError $ex) { $out[] = $ex->getMessage(); }
        $out[] = str_pad(12, 5, 0, STR_PAD_LEFT);
        $out[] = implode("/", explode(1, "213141"));
    }
}
echo $s, "\n", implode("\n", $out), "\n";
print_r(array_map('str_pad', ["a", "bb"], [3, 4], ["*", "-"]));
print_r(array_map('explode', [",", ";"], ["a,b", "c;d;e"]));
--EXPECT--
80890
001000x    -=ab-=-longabc
a,bb,
[["a","bb","","ccc","1000"],["a","bb||ccc|1000"],["a|bb||ccc|1000"],[""]]
5000
explode(): Argument #1 ($separator) cannot be empty
str_pad(): Argument #3 ($pad_string) must be a non-empty string
str_pad(): Argument #4 ($pad_type) must be STR_PAD_LEFT, STR_PAD_RIGHT, or STR_PAD_BOTH
00012
2/3/4/
Array
(
    [0] => a**
    [1] => bb--
)
Array
(
    [0] => Array
        (
            [0] => a
            [1] => b
        )

    [1] => Array
        (
            [0] => c
            [1] => d
            [2] => e
        )

)
