<?php


$r = [1]; $r[] = &$r; var_dump($r); print_r($r); echo "\n";
$x = 5; $arr = [&$x, 2]; var_dump($arr);
var_export([1, [2, ['k' => "a'b"]], 1.5, -0.0, 1e100, true, null]); echo "\n";
echo print_r([1, [2]], true);
echo var_export("x\0y", true), "\n";
var_dump(0.1 + 0.2, 1e15, 1e-7, -0.0, 100.0, 1.5e300, PHP_INT_MAX + 1);
print_r(0.1 + 0.2); echo "\n"; print_r(1e100); echo "\n"; print_r(null); print_r(false); print_r(true); echo "\n";
try { var_dump(str_repeat("x", -1)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(explode("", "x")); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(range(1, 2, 0)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(array_combine([1], [])); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(min([])); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(min(1)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(mt_rand(5, 1)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(mt_rand(5)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(random_int(5, 1)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(intdiv(1, 0)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(intdiv(PHP_INT_MIN, -1)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(sprintf("%d %d", 1)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(vsprintf("%d %d", [1])); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(sprintf("%z", 1)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(strpos("abc", "a", 10)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(str_pad("a", 5, "")); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(array_fill(0, -1, 0)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(count(5)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(count([], 3)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(log(1, 0)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(settype($undefined, "foo")); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(implode(",", "x")); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(implode("x")); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(str_split("abc", 0)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(strlen([])); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(substr("abc", "x")); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(str_replace("a", ["b"], "a")); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(trim("abc", "a..")); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(array_flip([1.5])); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(count([1, [2]], COUNT_RECURSIVE)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(number_format(1.5, 0, null, null)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(sprintf("%.60f", 1)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(pow([], 2)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(abs("5")); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(round("3.7")); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(array_sum([1, [2], "3x"])); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(max("10", "9")); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(max("abc", 0)); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
try { var_dump(min([0, -0.0])); } catch (\Throwable $e) { echo "E: ", $e->getMessage(), "\n"; }
