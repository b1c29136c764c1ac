--TEST--
date() in zones with odd offsets
--FILE--
<?php
foreach (['Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Eucla', 'Pacific/Chatham', 'America/St_Johns', 'Asia/Dubai', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'] as $z) {
    date_default_timezone_set($z);
    echo str_pad($z, 20), date('Y-m-d H:i T O P p e Z I', 1700000000), "\n";
}
?>
--EXPECT--
Asia/Kolkata        2023-11-15 03:43 IST +0530 +05:30 +05:30 Asia/Kolkata 19800 0
Asia/Kathmandu      2023-11-15 03:58 +0545 +0545 +05:45 +05:45 Asia/Kathmandu 20700 0
Australia/Eucla     2023-11-15 06:58 +0845 +0845 +08:45 +08:45 Australia/Eucla 31500 0
Pacific/Chatham     2023-11-15 11:58 +1345 +1345 +13:45 +13:45 Pacific/Chatham 49500 1
America/St_Johns    2023-11-14 18:43 NST -0330 -03:30 -03:30 America/St_Johns -12600 0
Asia/Dubai          2023-11-15 02:13 +04 +0400 +04:00 +04:00 Asia/Dubai 14400 0
Pacific/Kiritimati  2023-11-15 12:13 +14 +1400 +14:00 +14:00 Pacific/Kiritimati 50400 0
Pacific/Pago_Pago   2023-11-14 11:13 SST -1100 -11:00 -11:00 Pacific/Pago_Pago -39600 0
UTC                 2023-11-14 22:13 UTC +0000 +00:00 Z UTC 0 0
