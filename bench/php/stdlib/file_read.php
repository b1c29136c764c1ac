<?php
// file_read: writes a 150k-line CSV file under sys_get_temp_dir(), then
// each round reads it back five ways: fgets in a loop, file() with
// FILE_IGNORE_NEW_LINES, file_get_contents + explode, fgetcsv, and fread
// in 64 KiB pieces; sums field values and lengths. Removes the file at the
// end. Prints the totals. $argv[1] overrides the rounds.
// @small 1
$rounds = (int)($argv[1] ?? 5);
$path = sys_get_temp_dir() . '/tusk_bench_file_read_' . bin2hex(random_bytes(4)) . '.csv';
$f = fopen($path, 'w');
for ($i = 0; $i < 150000; $i++) {
    fwrite($f, $i . ',"name ' . ($i % 977) . '",' . ($i * 31 % 1000) . ",x\n");
}
fclose($f);
$total = 0;
for ($r = 0; $r < $rounds; $r++) {
    $h = fopen($path, 'r');
    $n = 0;
    while (($line = fgets($h)) !== false) {
        $n += strlen($line);
    }
    fclose($h);
    $lines = file($path, FILE_IGNORE_NEW_LINES);
    $m = 0;
    foreach ($lines as $l) {
        $m += strlen($l);
    }
    $parts = explode("\n", file_get_contents($path));
    $h = fopen($path, 'r');
    $sum = 0;
    while (($row = fgetcsv($h)) !== false) {
        $sum += (int)$row[2];
    }
    fclose($h);
    $h = fopen($path, 'r');
    $bytes = 0;
    while (!feof($h)) {
        $bytes += strlen(fread($h, 65536));
    }
    fclose($h);
    $total += $n + $m + count($parts) + $sum + $bytes + $r;
}
unlink($path);
echo $total, "\n";
