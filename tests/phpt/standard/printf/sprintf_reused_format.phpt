--TEST--
A format used again (read once and kept) gives the same text, errors and notices as its first use
--FILE--
<?php
class T { function __toString(): string { echo "[ts]"; return "T!"; } }
for ($k = 0; $k < 3; $k++) {
  echo sprintf("%05d|%-8s|%9.3f|%x|%s|%s", 42, "item", 1/7, 255, "x", "y"), "\n";
  echo sprintf("%2\$s %1\$s %%", "a", "b"), "\n";
  printf("%'*10s|%+d|%e|%G|%c|%o|%X|%b|%u\n", "hi", 5, 1.5, 0.00001234, 65, 8, 255, 5, -1);
  echo vsprintf("%s-%s", ["p", new T]), "\n";
  try { echo sprintf("%s %s", "one"); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
  try { echo sprintf("%s %z", new T); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
  try { echo vsprintf("%s %s", ["one"]); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
  echo sprintf("%.60f", 1.5), "\n";
  echo sprintf("%5.1s|%-5d|%05.1f|% d|%5%|", "abc", -3, -2.25, 7, 8, 9), "\n";
  $r = "ref"; $a = [&$r]; echo vsprintf("%s!", $a), "\n";
  echo sprintf("no conversions"), sprintf(""), "\n";
}
// The same format with fewer arguments than before, and with a reference.
$f = "%s+%s";
for ($k = 0; $k < 3; $k++) {
    try { echo sprintf($f, ...array_fill(0, 2 - $k % 2, "v")), "\n"; } catch (\Throwable $e) { echo $e->getMessage(), "\n"; }
}
// Many formats in turn, built at run time, each used several times.
$out = "";
for ($k = 0; $k < 200; $k++) {
    $out .= sprintf("%0" . ($k % 40 + 1) . "d|%'#" . ($k % 7) . "s|%." . ($k % 9) . "f;", $k, "s$k", $k / 3);
}
echo md5($out), " ", strlen($out), "\n";
printf("%08.3f|%-6s|%u\n", -3.14159, "ab", 3);
--EXPECTF--
00042|item    |    0.143|ff|x|y
b a %%
********hi|+5|1.500000e+0|1.234E-5|A|10|FF|101|18446744073709551615
[ts]p-T!
ArgumentCountError: 3 arguments are required, 2 given
[ts]ArgumentCountError: 3 arguments are required, 2 given
ValueError: The arguments array must contain 2 items, 1 given

Notice: sprintf(): Requested precision of 60 digits was truncated to PHP maximum of 53 digits in %s on line 11
1.50000000000000000000000000000000000000000000000000000
    a|-3   |-02.2|7|%%|
ref!
no conversions
00042|item    |    0.143|ff|x|y
b a %%
********hi|+5|1.500000e+0|1.234E-5|A|10|FF|101|18446744073709551615
[ts]p-T!
ArgumentCountError: 3 arguments are required, 2 given
[ts]ArgumentCountError: 3 arguments are required, 2 given
ValueError: The arguments array must contain 2 items, 1 given

Notice: sprintf(): Requested precision of 60 digits was truncated to PHP maximum of 53 digits in %s on line 11
1.50000000000000000000000000000000000000000000000000000
    a|-3   |-02.2|7|%%|
ref!
no conversions
00042|item    |    0.143|ff|x|y
b a %%
********hi|+5|1.500000e+0|1.234E-5|A|10|FF|101|18446744073709551615
[ts]p-T!
ArgumentCountError: 3 arguments are required, 2 given
[ts]ArgumentCountError: 3 arguments are required, 2 given
ValueError: The arguments array must contain 2 items, 1 given

Notice: sprintf(): Requested precision of 60 digits was truncated to PHP maximum of 53 digits in %s on line 11
1.50000000000000000000000000000000000000000000000000000
    a|-3   |-02.2|7|%%|
ref!
no conversions
v+v
3 arguments are required, 2 given
v+v
b2707e16605db60cde8bd615a9c53564 6868
-003.142|ab    |3
