<?php
var_dump(str_repeat("x", "3"), strlen(123), substr("hello", 1, null), round("3.7"), abs("-5"), abs("-5.5"), floor("3"));
var_dump(print_r([1, 'a' => [true, null, 1.5]], true), var_export([1, 'a' => [false]], true));
$x = print_r("str"); echo "\n"; var_dump($x);
$y = var_export(1.5); echo "\n"; var_dump($y);

$arr = [5 => 'a', 6 => 'b']; array_pop($arr); $arr[] = 'c'; var_dump($arr);
$arr = ['x' => 1, 5 => 2, 3]; array_shift($arr); var_dump($arr);
$q = [1, 2, 3]; var_dump(array_splice($q, -1), $q, array_splice($q, 0, 1, "new"), $q);
var_dump(range('A', 'E', 2), range(5, 1), range(1, 2, 0.5), range("a", "c", 1));
var_dump(sprintf("%'.10d|%-10s|%u", -42, "x", 3), sprintf("%5.1e", 12345.6789), sprintf("%c", 97));
$m = [3 => 'x']; $m[] = 'y'; var_dump(array_keys($m), array_values($m));
var_dump(min("apple", "Apple"), max([1, 2], [1, 3]), max(1, "1"), min(null, 0), max(true, 2));
var_dump(array_sum([0.1, 0.2]), array_product(["2", 2.5]), array_sum([]));
var_dump(number_format(2.675, 2), number_format(1000), number_format(1e6, 0, '', ' '), number_format(-0.5), number_format(0.129, 2));
var_dump(intval("12", 0), intval("0o17", 0), intval("017", 0), intval("0x", 16), intval(" 0x1A", 16), intval("1e3"), intval(1e20), intval("9999999999999999999"));
var_dump(str_pad("abc", 10, "123", STR_PAD_BOTH), str_pad("abc", -1), ucfirst(""), trim(""), explode(" ", "a b c", -5), implode([]));
var_dump(is_numeric(" 5"), is_numeric("5 "), is_numeric("0x5"), is_numeric(".5e5"), is_numeric("1_000"));
var_dump(in_array("abc", [0]), in_array(0, ["abc"]), in_array(null, [0]), array_search("1", [0, 1, "1"]), in_array("1e1", ["10"]));
var_dump(array_flip([1, 2, 2]), array_fill_keys([1, "1", 1.5], 'x'), array_combine([1, 2], [[1], [2]]));
var_dump(nl2br("line1\r\nline2\n"), strrev(""), str_split("abc", 5), lcfirst("ABC"));
var_dump(microtime(false) !== "", hrtime()[1] >= 0, time() > 1600000000);
mt_srand(7); $s1 = [mt_rand(), mt_rand(1, 10), rand(1, 10)]; mt_srand(7); $s2 = [mt_rand(), mt_rand(1, 10), rand(1, 10)]; var_dump($s1 === $s2, $s1);
srand(5); var_dump(rand(), mt_rand(1, 1000));
var_dump(var_export(PHP_INT_MIN, true), var_export(0.1, true), var_export(-1.5e-10, true), var_export("multi\nline", true));
$r = [1, 2]; $ref = &$r[0]; var_dump($r); var_export($r); echo "\n"; print_r($r); echo "\n";
$nested = ['a' => ['b' => ['c' => []]]]; var_dump($nested); print_r($nested); var_export($nested); echo "\n";
var_dump(count($nested, COUNT_RECURSIVE), sizeof($nested));

