<?php
// date_format: with the time zone fixed to Europe/Berlin (DST changes),
// formats many timestamps with date() and gmdate() in many format strings,
// DateTime::format on DateTime and DateTimeImmutable objects, parses common
// forms with strtotime (absolute and relative to a base), and builds
// timestamps with mktime and gmmktime. Prints a crc32 of everything.
// $argv[1] overrides the rounds.
// @small 1
$rounds = (int)($argv[1] ?? 8);
date_default_timezone_set('Europe/Berlin');
$formats = ['Y-m-d H:i:s', 'D, d M Y H:i:s O', 'l jS \of F Y h:i:s A', 'c', 'r', 'U',
    'N w z t L o W', 'y n j G g a', 'e T P p I', 'u v B', 'Ymd\THis', 'M j, Y', 'S'];
$acc = '';
$crc = 0;
$sum = 0;
for ($r = 0; $r < $rounds; $r++) {
    $t = 946684800 + $r * 3600;
    for ($i = 0; $i < 6000; $i++) {
        $t += 86400 * 3 + 3677 * ($i % 13);
        foreach ($formats as $f) {
            $acc .= date($f, $t);
        }
        $acc .= gmdate('Y-m-d\TH:i:s\Z', $t) . gmdate('D, d M Y', $t);
        if (strlen($acc) > 100000) {
            $crc ^= crc32($acc);
            $sum += strlen($acc);
            $acc = '';
        }
    }
    $d = new DateTime('@0');
    $d->setTimezone(new DateTimeZone('Europe/Berlin'));
    $im = new DateTimeImmutable('2020-02-28 13:14:15');
    for ($i = 0; $i < 4000; $i++) {
        $d->setTimestamp(1000000000 + $i * 98765);
        $acc .= $d->format('Y-m-d H:i:s T') . $d->format(DATE_ATOM) . $d->format('D N jS z');
        $acc .= $im->setTimestamp(1500000000 + $i * 54321)->format('l, d-M-Y H:i:s e');
    }
    $base = mktime(12, 0, 0, 6, 15, 2021);
    $forms = ['2021-03-04', '2021-03-04 05:06:07', '04.03.2021', '3/4/2021', 'March 4, 2021',
        '4 March 2021 10:00', '2021-03-04T05:06:07+02:00', '@1600000000',
        '+1 day', '-2 weeks', '+3 months 2 days', 'next monday', 'last friday',
        'tomorrow', 'yesterday noon', 'first day of next month', 'last day of this month',
        'midnight', '+1 week 2 hours', 'Sat, 04 Mar 2021 10:11:12 GMT'];
    for ($i = 0; $i < 1500; $i++) {
        foreach ($forms as $s) {
            $v = strtotime($s, $base + $i * 7919);
            $sum += $v === false ? -1 : $v % 100003;
        }
    }
    for ($i = 0; $i < 40000; $i++) {
        $sum += mktime($i % 24, $i % 60, $i % 61, 1 + $i % 14, $i % 33, 1990 + $i % 50) % 100003;
        $sum += gmmktime($i % 25, 0, 0, 1 + $i % 12, 1 + $i % 28, 2000 + $i % 30) % 1009;
        $sum += checkdate(1 + $i % 13, 1 + $i % 31, 2000 + $i % 30) ? 1 : 0;
    }
}
$crc ^= crc32($acc);
$sum += strlen($acc);
echo date('Y-m-d H:i:s T', $t), "\n";
echo $sum, " ", $crc, "\n";
